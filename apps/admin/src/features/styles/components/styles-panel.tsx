import { ThemeError } from '@bar/domain/styles/messages';
import { controlsOf, type StyleState, type Styles } from '@bar/domain/styles/schema';
import { repairAliases, type ThemeState } from '@bar/domain/styles/themes';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { type JsonObject, mergePatch } from '../../../components/editor-kit/merge-patch';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSettings } from '../../../components/editor-kit/use-settings';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { type ThemeSettings, useRefreshStyles, useSaveStyles, useStyles } from '../api/use-styles';
import { lowContrastPairs } from '../lib/contrast';
import { stylesFieldText } from '../lib/version-fields';
import { CopySection } from './copy-section';
import { JsonSection } from './json-section';
import { StylePreview } from './style-preview';
import { ThemesSection } from './themes-section';
import { TokensTable } from './tokens-table';
import { AddControlForm } from './add-control-form';
import { ContrastList } from './contrast-list';
import { StylesBar } from './styles-bar';
import '../styles.css';

/**
 * The theme/style editor: control and state pickers with 'Guardar todo', the themes and their
 * light/dark aliases, a live light/dark preview, the compact settings table, copying styles
 * across controls, the JSON and CSS variables, a contrast check, and the versions.
 */
export default function StylesPanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const id = useId();
  const stylesQuery = useStyles();
  const settingsQuery = useSettings();
  const saveStyles = useSaveStyles();
  const refreshStyles = useRefreshStyles();
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
  const saving = saveStyles.isPending;

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
    try {
      await saveStyles.mutateAsync({
        styles: stylesDirty ? stylesPatch : null,
        theme: themeDirty ? themeSettings : null,
      });
      if (themeDirty) toast.show('success', t('themeMessages.aliasesSaved'));
      if (stylesDirty) toast.show('success', t('stylesTab.saved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
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
  return (
    <div className="styles-tab">
      <h2 id={`${id}-title`}>{t('tabs.styling')}</h2>
      <UnsavedGuard when={dirty && !saving} />
      <StylesBar
        controls={controls}
        control={control}
        onControl={setControl}
        state={state}
        onState={setState}
        themes={doc.themes}
        theme={shownTheme}
        onTheme={setTheme}
        saving={saving}
        dirty={dirty}
        onSave={() => void save()}
      />
      <AddControlForm
        onAdd={(name) => {
          if (!doc.components[name])
            setDoc({ ...doc, components: { ...doc.components, [name]: {} } });
          setControl(name);
        }}
      />
      <ContrastList pairs={lowContrast} />
      <div className="styles-layout">
        <div className="styles-tab">
          <ThemesSection
            state={themeState}
            initialSlot={themeSettings.initialSlot}
            apply={applyTheme}
            onInitialSlot={(slot) => setThemeSettings({ ...themeSettings, initialSlot: slot })}
          />
          <section className="styles-section" aria-labelledby={`${id}-table`}>
            <h3 id={`${id}-table`}>{t('stylesTab.sections.table')}</h3>
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
            onRestored={refreshStyles}
            fieldLabel={(path) => stylesFieldText(t, path)}
          />
        </div>
        <StylePreview styles={doc} aliases={themeSettings.aliases} />
      </div>
    </div>
  );
}
