const scripts = new Map<string, Promise<void>>()

/** Loads a third-party script once (captcha widget, sign-in SDKs); a failed load may be retried. */
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src)
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        scripts.delete(src)
        reject(new Error(`could not load ${src}`))
      }
      document.head.appendChild(script)
    })
    scripts.set(src, loading)
  }
  return loading
}
