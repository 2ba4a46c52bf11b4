/**
 * Links that open a campus in 高德, 百度 and 腾讯 maps: their documented URI APIs (web pages that
 * open the app when it is installed, on phones and inside WeChat's browser). Plain addresses: no
 * map script and no request from the site. With coordinates (GCJ-02, the system of 高德's and
 * 腾讯's pickers; 百度 is told so by coord_type) the map marks the point; without, it searches
 * the address. Every value is encoded (a careless or hostile editor writes the names).
 */

/** A point in GCJ-02: longitude −180..180, latitude −90..90. */
export type Coordinates = { lng: number; lat: number };

/** The app name the map services ask callers for (src / referer). */
export const MAP_LINK_SOURCE = 'huaxia-edu';

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;

/**
 * `经度,纬度` as staff type it (a Chinese comma and spaces allowed): the point, or null when the
 * text is not two decimals in range. Empty text is no coordinates: also null (see `isCoordinates`).
 */
export function parseCoordinates(text: string | null | undefined): Coordinates | null {
  const parts = (text ?? '').split(/[,，]/).map((part) => part.trim());
  if (parts.length !== 2 || !parts.every((part) => DECIMAL.test(part))) return null;
  const [lng, lat] = parts.map(Number) as [number, number];
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return null;
  return { lng, lat };
}

/** The stored form of a point: `经度,纬度` with an ASCII comma. */
export const coordinatesText = ({ lng, lat }: Coordinates) => `${lng},${lat}`;

export type MapPlace = {
  name: string;
  /** The full address: what the maps search when there are no coordinates. */
  address: string;
  city?: string;
  coordinates?: string | null;
};

export type MapLinks = { amap: string; baidu: string; tencent: string };

const query = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** The three maps' links of a place, by its point when it has one, else by its address. */
export function mapLinks(place: MapPlace): MapLinks {
  const point = parseCoordinates(place.coordinates);
  const searched =
    place.city && !place.address.includes(place.city) ? `${place.city}${place.address}` : place.address;
  if (point) {
    return {
      amap: `https://uri.amap.com/marker?${query({
        position: `${point.lng},${point.lat}`,
        name: place.name,
        src: MAP_LINK_SOURCE,
        coordinate: 'gaode',
        callnative: '1',
      })}`,
      baidu: `https://api.map.baidu.com/marker?${query({
        location: `${point.lat},${point.lng}`,
        title: place.name,
        content: place.address,
        output: 'html',
        coord_type: 'gcj02',
        src: MAP_LINK_SOURCE,
      })}`,
      // 腾讯's marker value is `coord:lat,lng;title:…;addr:…`: each part encoded, the separators kept.
      tencent: `https://apis.map.qq.com/uri/v1/marker?marker=coord:${point.lat},${point.lng};title:${encodeURIComponent(
        place.name,
      )};addr:${encodeURIComponent(place.address)}&${query({ referer: MAP_LINK_SOURCE })}`,
    };
  }
  return {
    amap: `https://uri.amap.com/search?${query({
      keyword: searched,
      ...(place.city ? { city: place.city } : {}),
      src: MAP_LINK_SOURCE,
      callnative: '1',
    })}`,
    baidu: `https://api.map.baidu.com/geocoder?${query({
      address: searched,
      output: 'html',
      src: MAP_LINK_SOURCE,
    })}`,
    tencent: `https://apis.map.qq.com/uri/v1/search?${query({
      keyword: searched,
      ...(place.city ? { region: place.city } : {}),
      referer: MAP_LINK_SOURCE,
    })}`,
  };
}
