// Only the Devanagari subset (unicode-range), regular and bold, self-hosted from @fontsource.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
