import { Fragment } from 'react'
import { wordmark } from '@/content/company'
import { homePage } from '@/content/home'
import { shareCards, type SharedPage } from '@/content/share'
import { SHARE_IMAGE } from '@/lib/app-icons'
import { SITE_URL } from '@/config/settings'
import { markColors } from '@/lib/logo-mark'
import { around, cable, type Point } from '@/lib/orbit'
import { palettes } from '@/lib/palette'
import { InlineMark } from './inline-mark'

export const IMAGE_FONT = 'Plus Jakarta Sans'

const colors = palettes.dark
const ART = 470

// The home page's drawing, as the renderer takes it: the systems joined at the ipê.
function litStretch({ x, y }: Point): string {
  const length = Math.hypot(x - 50, y - 50)
  return `0 ${length * 0.58} ${length * 0.14} ${length}`
}

function SystemsArt() {
  const systems = homePage.hero.systems.map((system, index, all) => ({
    ...system,
    ...around(all.length, index),
  }))
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: ART,
        height: ART,
        borderRadius: 36,
        border: `2px solid ${colors.border}`,
        backgroundColor: colors.card,
        backgroundImage: `radial-gradient(circle at 50% 50%, rgba(251, 191, 36, 0.2), ${colors.card} 62%)`,
      }}
    >
      <svg
        width={ART}
        height={ART}
        viewBox="0 0 100 100"
        style={{ position: 'absolute', left: 0, top: 0 }}
      >
        <ellipse
          cx="50"
          cy="50"
          rx="30"
          ry="36"
          fill="none"
          stroke={colors.border}
          strokeWidth="0.4"
          strokeDasharray="0.6 1.4"
        />
        {systems.map((point) => (
          <Fragment key={point.label}>
            <path d={cable(point)} fill="none" stroke={colors.border} strokeWidth="0.45" />
            {/* The cable's lit stretch, from 58 % to 72 % of it. The renderer ignores pathLength,
                so the dash is in the drawing's units: the chord, within 2 % of the gentle bend. */}
            <path
              d={cable(point)}
              fill="none"
              stroke={colors.brand}
              strokeWidth="0.6"
              strokeDasharray={litStretch(point)}
            />
          </Fragment>
        ))}
      </svg>
      <div
        style={{
          position: 'absolute',
          left: ART * 0.36,
          top: ART * 0.36,
          width: ART * 0.28,
          height: ART * 0.28,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: ART,
          border: `2px solid ${colors.border}`,
          backgroundColor: colors.card,
          boxShadow: '0 0 60px 10px rgba(251, 191, 36, 0.18)',
        }}
      >
        <InlineMark colors={markColors.dark} size={ART * 0.17} />
      </div>
      {systems.map(({ label, x, y }) => (
        <div
          key={label}
          style={{
            position: 'absolute',
            left: (ART * x) / 100,
            top: (ART * y) / 100,
            transform: 'translate(-50%, -50%)',
            display: 'flex',
            padding: '10px 20px',
            borderRadius: 40,
            border: `2px solid ${colors.border}`,
            backgroundColor: colors.card,
            color: colors['card-foreground'],
            fontSize: 24,
            fontWeight: 600,
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </div>
      ))}
    </div>
  )
}

// Text stays 60 px clear of the sides and 40 px of the top and bottom, which some networks crop.
export function ShareCard({ page }: { page: SharedPage }) {
  const { title, line } = shareCards[page]
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 56,
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        padding: '48px 64px',
        backgroundColor: colors.background,
        backgroundImage: `radial-gradient(ellipse at 0% 0%, ${colors.glow}, ${colors.background} 60%)`,
        color: colors.foreground,
        fontFamily: IMAGE_FONT,
        borderBottom: `8px solid ${colors.primary}`,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
          <InlineMark colors={markColors.dark} size={56} />
          <div
            style={{ display: 'flex', fontSize: 34, fontWeight: 800, letterSpacing: '-0.025em' }}
          >
            {wordmark.primary}
            <span style={{ marginLeft: 9, fontWeight: 600, color: colors['muted-foreground'] }}>
              {wordmark.secondary}
            </span>
          </div>
        </div>
        <div
          style={{
            marginTop: 40,
            fontSize: title.length > 40 ? 52 : 62,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: '-0.03em',
            color: colors['card-foreground'],
          }}
        >
          {title}
        </div>
        <div
          style={{
            marginTop: 28,
            width: 72,
            height: 6,
            borderRadius: 3,
            backgroundColor: colors.primary,
          }}
        />
        <div
          style={{
            marginTop: 24,
            fontSize: 28,
            fontWeight: 500,
            lineHeight: 1.3,
            color: colors['muted-foreground'],
          }}
        >
          {line}
        </div>
        <div style={{ marginTop: 20, fontSize: 24, fontWeight: 700, color: colors.brand }}>
          {new URL(SITE_URL).host}
        </div>
      </div>
      <SystemsArt />
    </div>
  )
}
