import { describe, expect, it } from 'vitest'

import { correctVideoUrl, isAllowedVideoFrame, isVideoFileUrl } from './video'

describe('video frames', () => {
  it('allows the fixed providers and the site’s own hosts, over https only', () => {
    expect(isAllowedVideoFrame('https://www.youtube-nocookie.com/embed/abc')).toBe(true)
    expect(isAllowedVideoFrame('https://player.vimeo.com/video/1')).toBe(true)
    expect(isAllowedVideoFrame('https://cloud.example.mil/video', ['cloud.example.mil'])).toBe(true)
  })

  it('refuses other hosts, plain http, credentials and non-URLs', () => {
    expect(isAllowedVideoFrame('http://www.youtube.com/embed/abc')).toBe(false)
    expect(isAllowedVideoFrame('https://evil.example/embed')).toBe(false)
    expect(isAllowedVideoFrame('https://www.youtube.com.evil.example/embed')).toBe(false)
    expect(isAllowedVideoFrame('https://user:pass@www.youtube.com/embed')).toBe(false)
    expect(isAllowedVideoFrame('javascript:alert(1)')).toBe(false)
    expect(isAllowedVideoFrame('not a url')).toBe(false)
  })
})

describe('video URL correction', () => {
  it('turns provider watch and share links into embeds', () => {
    expect(correctVideoUrl('https://youtu.be/xyz')).toBe('https://www.youtube-nocookie.com/embed/xyz')
    expect(correctVideoUrl('https://vimeo.com/12345')).toBe('https://player.vimeo.com/video/12345')
  })

  it('keeps files and site paths, and gives nothing for nothing', () => {
    expect(correctVideoUrl('/api/video-files/file/a.webm')).toBe('/api/video-files/file/a.webm')
    expect(correctVideoUrl('https://cdn.example.mil/a.mp4')).toBe('https://cdn.example.mil/a.mp4')
    expect(correctVideoUrl('')).toBeUndefined()
    expect(correctVideoUrl(null)).toBeUndefined()
  })

  it('recognises playable files by extension', () => {
    expect(isVideoFileUrl('/api/video-files/file/a.webm')).toBe(true)
    expect(isVideoFileUrl('https://x/a.MP4?x=1')).toBe(true)
    expect(isVideoFileUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(false)
  })
})
