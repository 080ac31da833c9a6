import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's props (src, sizes, loading, decoding, dimensions) on a plain <img> rendered on
 * the server: the marketing pages' images never change on the client, so they need none of
 * the Image component's JavaScript or hydration.
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is required by ImageProps and passed through.
  return <img {...imgProps} />;
}
