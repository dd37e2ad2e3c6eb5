import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
  type Selection,
} from 'react-aria-components';
import type { QualityInfo, QualityOption } from '../engine/player-events';
import {
  CAPTION_CHOICES,
  CAPTION_PARTS,
  type CaptionPart,
  type CaptionStyle,
} from '../prefs/caption-style';
import { languageName, playerTexts as t } from '../texts';
import { CheckGlyph, ChevronGlyph, GearGlyph } from './player-icons';
import styles from './settings-menu.module.css';

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const OFF = 'off';

const QUALITY_TAG: Record<number, string> = { 480: 'SD', 720: 'HD', 1080: 'QHD' };

interface Option {
  id: string;
  label: string;
  tag?: string | undefined;
}

interface Props {
  qualities: QualityOption[];
  quality: QualityInfo;
  onQuality: (quality: 'auto' | number) => void;
  audioTracks: string[];
  audio: string | null;
  onAudio: (lang: string) => void;
  subtitles: string[];
  subtitle: string | null;
  onSubtitle: (code: string | null) => void;
  rate: number;
  onRate: (rate: number) => void;
  captionStyle: CaptionStyle;
  /** A part of the caption style changed; `id` is one of CAPTION_CHOICES[part]. */
  onCaptionStyle: (part: CaptionPart, id: string) => void;
  portal: Element | undefined;
  onOpenChange: (open: boolean) => void;
}

const speedLabel = (rate: number) => (rate === 1 ? t.normalSpeed : `${rate}×`);

function only(selection: Selection): string | null {
  if (selection === 'all') return null;
  const [first] = [...selection];
  return first === undefined ? null : String(first);
}

function Choice(props: {
  label: string;
  value: string;
  options: Option[];
  selected: string;
  onSelect: (id: string) => void;
  portal: Element | undefined;
}) {
  return (
    <SubmenuTrigger>
      {/* Named "label: value", so a screen reader hears the current choice and no label is
          read as the start of another ('Хадмал', 'Хадмалын хэмжээ'). */}
      <MenuItem
        className={styles.item}
        textValue={props.label}
        aria-label={`${props.label}: ${props.value}`}
      >
        <span className={styles.itemLabel}>{props.label}</span>
        <span className={styles.itemValue}>{props.value}</span>
        <ChevronGlyph className={styles.chevron} width={18} height={18} />
      </MenuItem>
      <Popover className={styles.popover} UNSTABLE_portalContainer={props.portal} offset={-4}>
        <Menu
          aria-label={props.label}
          className={styles.menu}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[props.selected]}
          onSelectionChange={(keys) => {
            const id = only(keys);
            if (id !== null) props.onSelect(id);
          }}
          items={props.options}
        >
          {(option) => (
            <MenuItem id={option.id} className={styles.item} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <CheckGlyph
                    className={styles.check}
                    data-visible={isSelected || undefined}
                    width={18}
                    height={18}
                  />
                  <span className={styles.itemLabel}>{option.label}</span>
                  {option.tag ? <span className={styles.tag}>{option.tag}</span> : null}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </SubmenuTrigger>
  );
}

/** Quality, sound, subtitles and speed, each a submenu of the gear button. */
export function SettingsMenu(props: Props) {
  const { quality } = props;
  const top = Math.max(0, ...props.qualities.map((q) => q.height));
  const autoLabel = quality.mode === 'auto' && quality.height ? t.autoWith(quality.height) : t.auto;
  // The saved quality holds adaptive playback under it: say so when it is below the best.
  const ceiling = quality.mode === 'auto' && quality.ceiling ? quality.ceiling : null;
  const qualityOptions: Option[] = [
    {
      id: 'auto',
      label: ceiling !== null && ceiling < top ? `${autoLabel} · ${t.upTo(ceiling)}` : autoLabel,
    },
    ...[...props.qualities]
      .sort((a, b) => b.height - a.height)
      .map((q) => ({ id: String(q.height), label: `${q.height}p`, tag: QUALITY_TAG[q.height] })),
  ];
  const qualityKey = quality.mode === 'auto' ? 'auto' : String(quality.height ?? quality.mode);
  const qualityValue = qualityOptions.find((o) => o.id === qualityKey)?.label ?? t.auto;
  const audioOptions = props.audioTracks.map((lang) => ({ id: lang, label: languageName(lang) }));
  const subOptions: Option[] = [
    { id: OFF, label: t.subtitlesOff },
    ...props.subtitles.map((code) => ({ id: code, label: languageName(code) })),
  ];
  const speedOptions = SPEEDS.map((rate) => ({ id: String(rate), label: speedLabel(rate) }));
  const look = props.captionStyle;

  return (
    <MenuTrigger onOpenChange={props.onOpenChange}>
      <Button className={styles.trigger} aria-label={t.settings}>
        <GearGlyph />
      </Button>
      <Popover
        className={styles.popover}
        placement="top end"
        UNSTABLE_portalContainer={props.portal}
      >
        <Menu aria-label={t.settings} className={styles.menu}>
          {props.qualities.length > 0 ? (
            <Choice
              label={t.quality}
              value={qualityValue}
              options={qualityOptions}
              selected={qualityKey}
              onSelect={(id) => props.onQuality(id === 'auto' ? 'auto' : Number(id))}
              portal={props.portal}
            />
          ) : null}
          {audioOptions.length > 1 ? (
            <Choice
              label={t.audio}
              value={props.audio ? languageName(props.audio) : '—'}
              options={audioOptions}
              selected={props.audio ?? ''}
              onSelect={props.onAudio}
              portal={props.portal}
            />
          ) : null}
          {props.subtitles.length > 0 ? (
            <Choice
              label={t.subtitles}
              value={props.subtitle ? languageName(props.subtitle) : t.subtitlesOff}
              options={subOptions}
              selected={props.subtitle ?? OFF}
              onSelect={(id) => props.onSubtitle(id === OFF ? null : id)}
              portal={props.portal}
            />
          ) : null}
          {props.subtitles.length > 0
            ? CAPTION_PARTS.map((part) => {
                const { label, names } = t.caption[part];
                const name = (id: string) => (names as Record<string, string>)[id] ?? id;
                return (
                  <Choice
                    key={part}
                    label={label}
                    value={name(look[part])}
                    options={CAPTION_CHOICES[part].map((id) => ({ id, label: name(id) }))}
                    selected={look[part]}
                    onSelect={(id) => props.onCaptionStyle(part, id)}
                    portal={props.portal}
                  />
                );
              })
            : null}
          <Choice
            label={t.speed}
            value={speedLabel(props.rate)}
            options={speedOptions}
            selected={String(props.rate)}
            onSelect={(id) => props.onRate(Number(id))}
            portal={props.portal}
          />
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
