import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Button } from '@/components/button/Button'

import { Icon } from './Icon'

describe('Icon', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws a category:name icon from its category’s sprite sheet, decorative by default', () => {
    const html = renderToStaticMarkup(<Icon iconName="utility:arrowright" size="large" variant="inverse" />)
    expect(html).toContain('href="/assets/icons/utility-sprite/svg/symbols.svg#arrowright"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toMatch(/class="[^"]*large[^"]*inverse/)
  })

  it('is announced when it has alternative text', () => {
    const html = renderToStaticMarkup(<Icon iconName="utility:warning" alternativeText="Warning" />)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Warning"')
  })

  it('drops an invalid name with the warning Invalid icon name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(renderToStaticMarkup(<Icon iconName="arrowright" />)).toBe('')
    expect(renderToStaticMarkup(<Icon iconName="brand:logo" />)).toBe('')
    expect(warn).toHaveBeenCalledWith('Invalid icon name', 'arrowright')
    expect(warn).toHaveBeenCalledWith('Invalid icon name', 'brand:logo')
  })
})

describe('Button', () => {
  it('places its icon left or right and keeps the type among button, reset and submit', () => {
    const right = renderToStaticMarkup(
      <Button label="Go" iconName="utility:arrowright" iconPosition="right" type="submit" />,
    )
    expect(right.indexOf('<span>Go</span>')).toBeLessThan(right.indexOf('<svg'))
    expect(right).toContain('type="submit"')
    const left = renderToStaticMarkup(<Button label="Go" iconName="utility:arrowright" iconPosition="sideways" />)
    expect(left.indexOf('<svg')).toBeLessThan(left.indexOf('<span>Go</span>'))
    expect(left).toContain('type="button"')
    const odd = renderToStaticMarkup(<Button label="Go" type={'link' as never} />)
    expect(odd).toContain('type="button"')
  })

  it('renders a link for navigation, in a new window when external', () => {
    const internal = renderToStaticMarkup(<Button label="Contact us" link={{ href: '/contact', external: false }} />)
    expect(internal).toMatch(/^<a [^>]*href="\/contact"/)
    expect(internal).not.toContain('target=')
    const external = renderToStaticMarkup(
      <Button label="USA.gov" link={{ href: 'https://www.usa.gov/', external: true }} />,
    )
    expect(external).toContain('target="_blank"')
    expect(external).toContain('rel="noopener noreferrer"')
    // Screen-reader users hear that they are leaving the site, in a new window.
    expect(external).toContain('(opens in a new window, leaves this site)')
  })
})
