import { OBJECT_URL_LIFETIME_MS, saveDownloadedFile } from '../download-file';

describe('saveDownloadedFile', () => {
  let createObjectURL: jest.Mock<string, [Blob]>;
  let revokeObjectURL: jest.Mock<void, [string]>;
  let clicked: { href: string; download: string; inDocument: boolean }[];

  beforeEach(() => {
    jest.useFakeTimers();
    createObjectURL = jest.fn<string, [Blob]>(() => 'blob:http://localhost/report');
    revokeObjectURL = jest.fn();
    // jsdom has neither object URLs nor navigation: record the click instead.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a download link to the file, under the server-given name', () => {
    const blob = new Blob(['a,b']);
    saveDownloadedFile({ blob, fileName: '学籍.xlsx' }, 'schoolRoll-export.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/report', download: '学籍.xlsx', inDocument: true },
    ]);
  });

  it('uses the fallback name when the server gives none', () => {
    saveDownloadedFile({ blob: new Blob(['a,b']), fileName: null }, 'coupon-downloadMould.xlsx');
    expect(clicked.map((link) => link.download)).toEqual(['coupon-downloadMould.xlsx']);
  });

  it('removes the link at once and frees the file once the download has had time to start', () => {
    saveDownloadedFile({ blob: new Blob(['a,b']), fileName: null }, 'file.xlsx');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/report');
  });
});
