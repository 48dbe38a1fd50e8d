// <img> through the image cache, with a fallback image when the source is missing or broken.
import { useEffect, useState, type ImgHTMLAttributes } from 'react'
import { cachedImageUrl } from '../../images/imageCache'

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined
  fallback: string
  alt: string
}

export function CachedImage({ src, fallback, alt, ...img }: Props) {
  const wanted = src || fallback
  const [resolved, setResolved] = useState<{ for: string; url: string } | null>(null)
  const [broken, setBroken] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    let objectUrl: string | null = null
    void cachedImageUrl(wanted).then((url) => {
      if (url.startsWith('blob:')) objectUrl = url
      if (cancelled) {
        if (objectUrl) URL.revokeObjectURL(objectUrl)
      } else setResolved({ for: wanted, url })
    })
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [wanted])

  const url = broken === wanted ? fallback : resolved?.for === wanted ? resolved.url : undefined
  return url ? <img {...img} src={url} alt={alt} onError={() => setBroken(wanted)} /> : <span className="img-placeholder" aria-hidden="true" />
}
