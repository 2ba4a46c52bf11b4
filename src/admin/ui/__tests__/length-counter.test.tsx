import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render';
import { TextField } from '../form-field';
import { TextAreaField } from '../text-area-field';

function Controlled({ max, start = '' }: { max: number; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <TextField
      label="标题"
      maxLength={max}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('the counter of a box with a limit', () => {
  it('counts what is typed (已输入 n/max), tied to the box, and stops at the limit in red', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled max={5} />);
    const box = screen.getByRole('textbox', { name: '标题' });
    expect(box).toHaveAccessibleDescription('已输入 0/5');
    await user.type(box, '春季招生');
    expect(box).toHaveAccessibleDescription('已输入 4/5');
    await user.type(box, '简章');
    expect(box).toHaveValue('春季招生简');
    expect(box).toHaveAccessibleDescription('已输入 5/5');
  });

  it('says how much of a paste over the limit was left out, instead of cutting it silently', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled max={200} start="题" />);
    const box = screen.getByRole('textbox', { name: '标题' });
    await user.click(box);
    await user.paste('长'.repeat(10_000));
    expect(box).toHaveAccessibleDescription('已输入 200/200');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '粘贴的文字超过 200 个字符的上限，末尾 9801 个字符没有粘贴进来',
    );
    // Deleting below the limit takes the warning away.
    await user.type(box, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('已输入 199/200');
  });

  it('counts an uncontrolled box (a filter) and a multi-line box, keeps the hint, and shows no counter for a password', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TextField label="关键词" maxLength={50} defaultValue="招生" hint="标题中的字" />
        <TextAreaField label="摘要" maxLength={1000} defaultValue="" />
        <TextField label="密码" type="password" maxLength={64} />
      </>,
    );
    const keyword = screen.getByRole('textbox', { name: '关键词' });
    expect(keyword).toHaveAccessibleDescription('标题中的字 已输入 2/50');
    await user.type(keyword, '简章');
    expect(keyword).toHaveAccessibleDescription('标题中的字 已输入 4/50');
    expect(screen.getByRole('textbox', { name: '摘要' })).toHaveAccessibleDescription('已输入 0/1000');
    expect(screen.getByLabelText('密码')).not.toHaveAccessibleDescription();
  });

  it('shows a stored value already over the limit as over, for the editor to shorten', () => {
    renderWithProviders(<Controlled max={5} start="一二三四五六七" />);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription(
      '已输入 7/5，超出 2 个字符',
    );
  });
});
