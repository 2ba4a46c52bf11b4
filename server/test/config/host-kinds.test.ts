import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_KINDS_FILE, platformOfHost, readHostKinds } from '../../src/config/host-kinds';
import { tempDir } from '../helper';

describe('host kinds', () => {
  const defaults = readHostKinds(undefined);

  it('ships config/host-kinds.json with the four development hosts, the company one named', () => {
    // Relative to the working directory (Jest runs in the repository root), as the server reads it.
    expect(path.resolve(HOST_KINDS_FILE)).toBe(path.resolve(__dirname, '../../../config/host-kinds.json'));
    expect(defaults).toEqual({
      localhost: 'company',
      'academic.localhost': 'academic',
      'selfstudy.localhost': 'selfStudy',
      'vocational.localhost': 'vocational',
    });
  });

  it.each([
    ['academic.localhost', 'academic'],
    ['academic.localhost:8080', 'academic'],
    ['SelfStudy.Localhost:3000', 'selfStudy'],
    ['vocational.localhost', 'vocational'],
    ['localhost:8080', 'company'],
    ['www.huaxia-edu.cn', 'company'],
    ['[::1]:8080', 'company'],
    ['', 'company'],
    [undefined, 'company'],
  ])('maps host %p to %s, ignoring the port', (host, platform) => {
    expect(platformOfHost(defaults, host)).toBe(platform);
  });

  it('lets HOST_KINDS replace the file', () => {
    const kinds = readHostKinds('{"ZK.Example.cn":"selfStudy"}');
    expect(platformOfHost(kinds, 'zk.example.cn:443')).toBe('selfStudy');
    expect(platformOfHost(kinds, 'academic.localhost')).toBe('company');
  });

  it('reads the file at run time', () => {
    const file = path.join(tempDir('host-kinds-'), 'kinds.json');
    writeFileSync(file, '{"edu.test":"vocational"}');
    expect(readHostKinds(undefined, file)).toEqual({ 'edu.test': 'vocational' });
  });

  it('names the missing file and the way out', () => {
    expect(() => readHostKinds(undefined, '/nowhere/config/host-kinds.json')).toThrow(
      '/nowhere/config/host-kinds.json cannot be read: start the server in the folder that holds config/, or set HOST_KINDS',
    );
  });
});
