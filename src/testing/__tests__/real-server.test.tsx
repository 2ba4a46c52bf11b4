import { screen } from '@testing-library/react';
import { renderConsole } from '@/testing/console';
import { useRealServer } from '@/testing/real-server';

const server = useRealServer();

it('smoke', async () => {
  await server.signIn('admin');
  renderConsole('/admin/leads');
  expect(await screen.findByRole('heading', { name: '线索', level: 1 })).toBeInTheDocument();
  await screen.findByRole('row', { name: /陈思远/ }, { timeout: 10000 });
});
