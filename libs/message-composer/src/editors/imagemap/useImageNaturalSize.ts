import { useEffect, useState } from 'react';

export interface ImageSize {
  width: number;
  height: number;
}

/** The natural size of the image at `url` once the browser has loaded it (null before, or for no url). */
export function useImageNaturalSize(url: string): ImageSize | null {
  const [loaded, setLoaded] = useState<{ url: string; size: ImageSize } | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let active = true;
    const image = new Image();
    image.onload = () => {
      if (active && image.naturalWidth > 0 && image.naturalHeight > 0) {
        setLoaded({ url, size: { width: image.naturalWidth, height: image.naturalHeight } });
      }
    };
    image.src = url;
    return () => {
      active = false;
      image.onload = null;
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.size : null;
}
