import { company, wordmark } from '@/content/company'
import { shareCard, shareImage } from '@/content/share'
import { SITE_URL } from '@/config/settings'
import { markColors } from '@/lib/logo-mark'
import { palettes } from '@/lib/palette'
import { InlineMark } from './inline-mark'

export const IMAGE_FONT = 'Plus Jakarta Sans'

const colors = palettes.dark
const silhouette = { petal: colors.card, vein: colors.card, centre: colors.card }

function Backdrop() {
  return (
    <>
      <InlineMark
        colors={silhouette}
        size={420}
        style={{ position: 'absolute', left: -150, top: -170, transform: 'rotate(18deg)' }}
      />
      <InlineMark
        colors={silhouette}
        size={460}
        style={{ position: 'absolute', left: 930, top: 330, transform: 'rotate(-12deg)' }}
      />
    </>
  )
}

// Text stays 60 px clear of the sides and 40 px of the top and bottom, which some networks crop.
export function ShareCard() {
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        width: shareImage.width,
        height: shareImage.height,
        backgroundColor: colors.background,
        color: colors.foreground,
        fontFamily: IMAGE_FONT,
      }}
    >
      <Backdrop />
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 8,
          backgroundColor: colors.primary,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: shareImage.width,
          height: shareImage.height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          padding: '56px 120px 64px',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <InlineMark colors={markColors.dark} size={84} />
          <div
            style={{ display: 'flex', fontSize: 46, fontWeight: 800, letterSpacing: '-0.025em' }}
          >
            {wordmark.primary}
            <span style={{ marginLeft: 12, fontWeight: 600, color: colors['muted-foreground'] }}>
              {wordmark.secondary}
            </span>
          </div>
        </div>
        <div
          style={{
            marginTop: 44,
            maxWidth: '100%',
            fontSize: 76,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: '-0.03em',
            color: colors['card-foreground'],
            textWrap: 'balance',
          }}
        >
          {company.slogan}
        </div>
        <div
          style={{
            marginTop: 36,
            width: 88,
            height: 6,
            borderRadius: 3,
            backgroundColor: colors.primary,
          }}
        />
        <div
          style={{
            marginTop: 30,
            fontSize: 34,
            fontWeight: 500,
            letterSpacing: '-0.01em',
            color: colors['muted-foreground'],
          }}
        >
          {shareCard.tagline}
        </div>
        <div
          style={{
            marginTop: 18,
            fontSize: 27,
            fontWeight: 700,
            letterSpacing: '0.01em',
            color: colors.brand,
          }}
        >
          {new URL(SITE_URL).host}
        </div>
      </div>
    </div>
  )
}
