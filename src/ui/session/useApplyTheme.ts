// Paints the theme in force on <html data-theme> and keeps a copy for the next reload.
import { useEffect } from 'react'
import { storeTheme, themeAtom, useAtomValue } from '../../state'

const THEME_COLORS = { light: '#f4ead5', dark: '#141026' } as const

export function useApplyTheme(): void {
  const theme = useAtomValue(themeAtom)
  useEffect(() => {
    document.documentElement.dataset.theme = theme
    document.documentElement.style.colorScheme = theme
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme])
    storeTheme(theme)
  }, [theme])
}
