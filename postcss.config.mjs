import w3cCss from './config/postcss-w3c-css.mjs'

const config = {
  plugins: ['@tailwindcss/postcss', w3cCss],
}

export default config
