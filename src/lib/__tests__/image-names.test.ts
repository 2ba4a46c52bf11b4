import { ACCEPTED_IMAGE_EXTENSIONS, imageExtension, imageFileName, isAcceptedImage } from '../image-names';

describe('image names', () => {
  it('accepts jpg, jpeg, png and gif only', () => {
    expect(ACCEPTED_IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif']);
  });

  it.each(['a.jpg', 'a.JPEG', 'photo.final.Png', 'x.GIF', '照片.jpg'])(
    'isAcceptedImage(%p) is true',
    (name) => {
      expect(isAcceptedImage(name)).toBe(true);
    },
  );

  it.each(['a.webp', 'a.svg', 'a.jpg.exe', 'jpg', '.png', 'a.', 'a.bmp', ''])(
    'isAcceptedImage(%p) is false',
    (name) => {
      expect(isAcceptedImage(name)).toBe(false);
    },
  );

  it('reads the extension lower-cased', () => {
    expect(imageExtension('IMG_0001.JPG')).toBe('jpg');
    expect(imageExtension('scan.jpeg')).toBe('jpeg');
  });

  it('names a file from a base and the original extension, lower-cased', () => {
    expect(imageFileName('banner-12', 'IMG_01.PNG')).toBe('banner-12.png');
    expect(imageFileName(' avatar ', 'me.Jpeg')).toBe('avatar.jpeg');
  });

  it('refuses other extensions and empty bases', () => {
    expect(imageFileName('banner', 'doc.pdf')).toBeNull();
    expect(imageFileName('banner', 'noextension')).toBeNull();
    expect(imageFileName('  ', 'a.png')).toBeNull();
    expect(imageFileName('..', 'a.png')).toBeNull();
  });

  it('keeps the name inside its folder', () => {
    expect(imageFileName('../etc/passwd', 'a.png')).toBe('.._etc_passwd.png');
    expect(imageFileName('a\\b', 'a.gif')).toBe('a_b.gif');
  });
});
