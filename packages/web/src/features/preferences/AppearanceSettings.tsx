import { ACCENT_NAMES, ACCENT_PRESETS } from '../../theme/accentPresets'
import { THEME_MODES, type ThemeMode } from '../../theme/ThemePreferences'
import { useThemePreferences } from '../../theme/useThemePreferences'
import './preferences.css'

const MODE_LABELS: Record<ThemeMode, string> = { system: 'System', light: 'Light', dark: 'Dark' }

/** Settings → Appearance: light, dark or follow the system, and the accent colour. Saved at once. */
export function AppearanceSettings() {
  const [preferences, setPreferences] = useThemePreferences()
  return (
    <section aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">Appearance</h2>
      <fieldset className="preferences__choices">
        <legend>Theme</legend>
        {THEME_MODES.map((mode) => (
          <label key={mode} className="preferences__choice">
            <input
              type="radio"
              name="theme-mode"
              value={mode}
              checked={preferences.mode === mode}
              onChange={() => setPreferences({ ...preferences, mode })}
            />
            {MODE_LABELS[mode]}
          </label>
        ))}
      </fieldset>
      <fieldset className="preferences__choices">
        <legend>Accent colour</legend>
        {ACCENT_NAMES.map((accent) => (
          <label key={accent} className="preferences__choice">
            <input
              type="radio"
              name="theme-accent"
              value={accent}
              checked={preferences.accent === accent}
              onChange={() => setPreferences({ ...preferences, accent })}
            />
            <span className="preferences__swatch" style={{ background: ACCENT_PRESETS[accent] }} aria-hidden="true" />
            {accent[0]!.toUpperCase() + accent.slice(1)}
          </label>
        ))}
      </fieldset>
    </section>
  )
}
