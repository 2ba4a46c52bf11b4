import { mapLinks, parseCoordinates } from '../map-links';

describe('parseCoordinates', () => {
  it('reads 经度,纬度 with an ASCII or a Chinese comma and spaces', () => {
    expect(parseCoordinates('113.3245,23.1291')).toEqual({ lng: 113.3245, lat: 23.1291 });
    expect(parseCoordinates(' 113.3245 ， 23.1291 ')).toEqual({ lng: 113.3245, lat: 23.1291 });
    expect(parseCoordinates('-180,-90')).toEqual({ lng: -180, lat: -90 });
  });

  it('refuses what is no point or out of range', () => {
    for (const text of [
      '',
      null,
      undefined,
      '113.3',
      '181,20',
      '113,91',
      '113,-90.5',
      'a,b',
      '1e2,3',
      '113,23,5',
    ])
      expect(parseCoordinates(text)).toBeNull();
  });
});

describe('mapLinks', () => {
  const place = {
    name: '广州天河学习中心',
    address: '广州市天河区体育西路 191 号中石化大厦 8 楼',
    city: '广州',
  };

  it('marks the point when there are coordinates, lng,lat for 高德 and lat,lng for 百度 and 腾讯', () => {
    const links = mapLinks({ ...place, coordinates: '113.3245,23.1291' });
    const amap = new URL(links.amap);
    expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
    expect(amap.searchParams.get('position')).toBe('113.3245,23.1291');
    expect(amap.searchParams.get('name')).toBe(place.name);
    const baidu = new URL(links.baidu);
    expect(baidu.origin + baidu.pathname).toBe('https://api.map.baidu.com/marker');
    expect(baidu.searchParams.get('location')).toBe('23.1291,113.3245');
    expect(baidu.searchParams.get('coord_type')).toBe('gcj02');
    expect(baidu.searchParams.get('output')).toBe('html');
    expect(baidu.searchParams.get('title')).toBe(place.name);
    expect(baidu.searchParams.get('src')).toBeTruthy();
    const tencent = new URL(links.tencent);
    expect(tencent.origin + tencent.pathname).toBe('https://apis.map.qq.com/uri/v1/marker');
    expect(tencent.searchParams.get('marker')).toBe(
      `coord:23.1291,113.3245;title:${place.name};addr:${place.address}`,
    );
    expect(tencent.searchParams.get('referer')).toBeTruthy();
  });

  it('searches the address (with its city) without coordinates', () => {
    const links = mapLinks({ ...place, address: '天河区体育西路 191 号', coordinates: null });
    expect(new URL(links.amap).pathname).toBe('/search');
    expect(new URL(links.amap).searchParams.get('keyword')).toBe('广州天河区体育西路 191 号');
    expect(new URL(links.baidu).pathname).toBe('/geocoder');
    expect(new URL(links.baidu).searchParams.get('address')).toBe('广州天河区体育西路 191 号');
    expect(new URL(links.tencent).pathname).toBe('/uri/v1/search');
    expect(new URL(links.tencent).searchParams.get('region')).toBe('广州');
  });

  it('encodes what an editor wrote, so it cannot add parameters or leave the link', () => {
    const links = mapLinks({ name: 'A&src=evil;addr:x "><', address: '路#1?x=1', coordinates: '113,23' });
    for (const href of Object.values(links)) expect(href).not.toMatch(/[\s"<>#]|&src=evil/);
    expect(new URL(links.amap).searchParams.get('name')).toBe('A&src=evil;addr:x "><');
    expect(new URL(links.baidu).searchParams.get('content')).toBe('路#1?x=1');
  });
});
