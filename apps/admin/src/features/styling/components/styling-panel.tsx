import {
  getAdminStyles,
  patchAdminSettings,
  patchAdminStyles,
} from '@bar/client/endpoints/site-admin';
import { ThemeError } from '@bar/domain/styles/messages';
import {
  controlsOf,
  ControlNameSchema,
  normalizeControlName,
  STYLE_STATES,
  type StyleState,
  type Styles,
} from '@bar/domain/styles/schema';
import type { ThemeSlotName } from '@bar/domain/styles/theme-css';
import { repairAliases, type ThemeAliases, type ThemeState } from '@bar/domain/styles/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { type JsonObject, mergePatch } from '../../../components/editor-kit/merge-patch';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { settingsQueryKey, useSettings } from '../../../components/editor-kit/use-settings';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { versionsQueryKey } from '../../../components/editor-kit/use-versions';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { lowContrastPairs } from '../lib/contrast';
import { CopySection } from './copy-section';
import { JsonSection } from './json-section';
import { StylePreview } from './style-preview';
import { ThemesSection } from './themes-section';
import { TokensTable } from './tokens-table';
import '../styling.css';

type ThemeSettings = { aliases: ThemeAliases; initialSlot: ThemeSlotName };

const stylesKey = ['admin', 'styles'] as const;

/**
 * The theme/style editor: control and state pickers with 'Guardar todo', the themes and their
 * light/dark aliases, a live light/dark preview, the compact settings table, copying styles
 * across controls, the JSON and CSS variables, a contrast check, and the versions.
 */
export default function StylingPanel() {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const id = useId();
  const stylesQuery = useQuery({
    queryKey: stylesKey,
    queryFn: () => api.call(getAdminStyles, {}),
  });
  // The settings tab's query: a save here refreshes it there.
  const settingsQuery = useSettings();
  const loaded = stylesQuery.data?.styles ?? null;
  const loadedTheme = useMemo<ThemeSettings | null>(() => {
    const theme = settingsQuery.data?.settings.website.theme;
    return theme ? { aliases: theme.aliases, initialSlot: theme.initialSlot } : null;
  }, [settingsQuery.data]);

  // Edits belong to what was loaded: a reload (a save, a restore) starts from the stored state.
  const [edited, setEdited] = useState<{ source: Styles; doc: Styles } | null>(null);
  const [editedTheme, setEditedTheme] = useState<{
    source: ThemeSettings;
    value: ThemeSettings;
  } | null>(null);
  const doc = edited && edited.source === loaded ? edited.doc : loaded;
  const themeSettings =
    editedTheme && editedTheme.source === loadedTheme ? editedTheme.value : loadedTheme;
  const setDoc = (next: Styles) => {
    if (loaded) setEdited({ source: loaded, doc: next });
  };
  const setThemeSettings = (next: ThemeSettings) => {
    if (loadedTheme) setEditedTheme({ source: loadedTheme, value: next });
  };

  const [control, setControl] = useState('button');
  const [state, setState] = useState<StyleState>('rest');
  const [theme, setTheme] = useState('light');
  const [newControl, setNewControl] = useState('');
  const [controlError, setControlError] = useState('');
  const [saving, setSaving] = useState(false);

  const stylesPatch = useMemo(
    () =>
      loaded && doc
        ? mergePatch(loaded as unknown as JsonObject, doc as unknown as JsonObject)
        : {},
    [loaded, doc],
  );
  const stylesDirty = Object.keys(stylesPatch).length > 0;
  const themeDirty =
    loadedTheme !== null &&
    themeSettings !== null &&
    JSON.stringify(loadedTheme) !== JSON.stringify(themeSettings);
  const dirty = stylesDirty || themeDirty;
  const lowContrast = useMemo(() => (doc ? lowContrastPairs(doc) : []), [doc]);

  const save = async () => {
    if (saving || !dirty || !doc || !themeSettings) return;
    setSaving(true);
    try {
      // Styles first: the settings name themes that must exist by then.
      if (stylesDirty) {
        await api.call(patchAdminStyles, { body: stylesPatch });
        await queryClient.invalidateQueries({ queryKey: stylesKey });
        await queryClient.invalidateQueries({ queryKey: versionsQueryKey('styles', '') });
      }
      if (themeDirty) {
        await api.call(patchAdminSettings, { body: { website: { theme: themeSettings } } });
        await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
        toast.show('success', t('themeMessages.aliasesSaved'));
      }
      if (stylesDirty) toast.show('success', t('stylingTab.saved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    } finally {
      setSaving(false);
    }
  };
  useSaveShortcut(() => void save());

  if (stylesQuery.isError || settingsQuery.isError)
    return <p role="alert">{saveErrorText(t, stylesQuery.error ?? settingsQuery.error)}</p>;
  if (!doc || !themeSettings) return <p role="status">{t('brandingTab.loading')}</p>;

  const controls = controlsOf(doc);
  const shownTheme = doc.themes.includes(theme) ? theme : (doc.themes[0] ?? 'light');
  const themeState: ThemeState = { styles: doc, aliases: themeSettings.aliases };
  const applyTheme = (operation: (s: ThemeState) => ThemeState): string | null => {
    try {
      const next = operation(themeState);
      setDoc(next.styles);
      setThemeSettings({
        ...themeSettings,
        aliases: repairAliases(next.styles.themes, next.aliases),
      });
      return null;
    } catch (error) {
      if (error instanceof ThemeError) return t(`themeMessages.${error.code}`);
      throw error;
    }
  };
  const addControl = (event: FormEvent) => {
    event.preventDefault();
    const name = normalizeControlName(newControl);
    if (!name) return;
    if (!ControlNameSchema.safeParse(name).success) {
      setControlError(t('stylingTab.bar.controlInvalid'));
      return;
    }
    setControlError('');
    if (!doc.components[name]) setDoc({ ...doc, components: { ...doc.components, [name]: {} } });
    setControl(name);
    setNewControl('');
  };

  return (
    <section className="styling-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('tabs.styling')}</h2>
      <UnsavedGuard when={dirty && !saving} />
      <div className="styling-bar" role="toolbar" aria-label={t('stylingTab.bar.label')}>
        <div className="kit-field">
          <label htmlFor={`${id}-control`}>{t('stylingTab.bar.control')}</label>
          <select id={`${id}-control`} value={control} onChange={(e) => setControl(e.target.value)}>
            {controls.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-state`}>{t('stylingTab.bar.state')}</label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(e) => setState(e.target.value as StyleState)}
          >
            {STYLE_STATES.map((name) => (
              <option key={name} value={name}>
                {t(`stylingTab.states.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-theme`}>{t('stylingTab.bar.theme')}</label>
          <select id={`${id}-theme`} value={shownTheme} onChange={(e) => setTheme(e.target.value)}>
            {doc.themes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button--primary"
          disabled={saving || !dirty}
          onClick={() => void save()}
        >
          {saving ? t('brandingTab.saving') : t('brandingTab.saveAll')}
        </button>
      </div>
      <form className="styling-inline-form" onSubmit={addControl}>
        <label htmlFor={`${id}-new-control`}>{t('stylingTab.bar.newControl')}</label>
        <input
          id={`${id}-new-control`}
          value={newControl}
          maxLength={40}
          aria-invalid={controlError ? true : undefined}
          aria-describedby={`${id}-new-control-hint`}
          onChange={(e) => setNewControl(e.target.value)}
        />
        <button type="submit">{t('stylingTab.bar.addControl')}</button>
        <span
          id={`${id}-new-control-hint`}
          className={controlError ? 'kit-field__error' : 'kit-field__hint'}
        >
          {controlError || t('stylingTab.bar.newControlHint')}
        </span>
      </form>
      {lowContrast.length > 0 && (
        <details className="styling-section styling-contrast-list">
          <summary>
            <strong>{t('stylingTab.contrast.title')}</strong>:{' '}
            {t('stylingTab.contrast.intro', { count: lowContrast.length })}
          </summary>
          <ul className="styling-low-contrast">
            {lowContrast.map((pair) => (
              <li key={`${pair.control}-${pair.theme}-${pair.state}`}>
                {pair.control} · {pair.theme} · {t(`stylingTab.states.${pair.state}`)}:{' '}
                {pair.ratio.toFixed(2)}:1
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="styling-layout">
        <div className="styling-tab">
          <ThemesSection
            state={themeState}
            initialSlot={themeSettings.initialSlot}
            apply={applyTheme}
            onInitialSlot={(slot) => setThemeSettings({ ...themeSettings, initialSlot: slot })}
          />
          <section className="styling-section" aria-labelledby={`${id}-table`}>
            <h3 id={`${id}-table`}>{t('stylingTab.sections.table')}</h3>
            <TokensTable
              styles={doc}
              control={control}
              theme={shownTheme}
              state={state}
              onChange={setDoc}
            />
          </section>
          <CopySection styles={doc} control={control} onChange={setDoc} />
          <JsonSection styles={doc} theme={shownTheme} />
          <VersionHistory
            area="styles"
            current={stylesQuery.data?.stored}
            onRestored={() => void queryClient.invalidateQueries({ queryKey: stylesKey })}
          />
        </div>
        <StylePreview styles={doc} aliases={themeSettings.aliases} />
      </div>
    </section>
  );
}
