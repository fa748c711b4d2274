import type { MediaItem } from '@shared/contracts/media';
import { imageAccept, maxImageBytes } from '@shared/contracts/limits';
import type { ImagePreset } from '@shared/contracts/limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions } from '@web/components/ui/dialog';
import { Picture } from '@web/components/ui/picture';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import type { DialogComponentProps } from '@web/lib/device';
import { useDevice } from '@web/lib/device';
import { errorText } from '@web/lib/error-text';
import { formatMegabytes } from '@web/lib/file-size';
import { usePageNamespace } from '@web/lib/i18n';
import { sessionUserKey } from '@web/lib/session';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, ImagePlus, Minus, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { uploadImage, useAlbum, useDeleteMedia, usePlaceInSlot } from '../api/media';
import { albumKey } from '../query-keys';
import { cropToJpeg, fillsPreset, imageFileProblem, loadImage, maxZoomFor } from '../lib/crop';
import { presetSize, slotPreset } from '../lib/slots';

interface Chosen {
  file: File;
  url: string;
  image: HTMLImageElement;
}

type Phase = 'choose' | 'crop' | 'confirm';

const zoomStep = 0.1;

/**
 * The media dialog (spec doc 1 section 3 "media"; docs/decisions/022-media-dialog.md): choose a photo
 * or an album item for one slot; a photo is cropped to the slot's preset, made into a JPEG in the
 * browser, uploaded with a progress bar, then put in the slot. The album lists the account's files,
 * each removable after a confirmation. Errors are shown here and keep what was chosen and cropped.
 */
export default function MediaDialog({ data: slot, close, complete }: DialogComponentProps<'media'>) {
  const { t, ready } = usePageNamespace('media');
  const { language } = useDevice();
  const queryClient = useQueryClient();
  const preset = slotPreset(slot);
  const size = presetSize(preset);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  // Back from the removal question to the album: focus goes to the first control rather than away.
  const focusChoose = useRef(false);
  useEffect(() => {
    if (focusChoose.current && phase === 'choose') {
      focusChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [phase]);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  // An upload that reached the album but not the slot: trying again only places it.
  const uploaded = useRef<{ file: File; area: Area; media: MediaItem } | null>(null);
  const place = usePlaceInSlot(slot);
  const remove = useDeleteMedia();

  // The chosen photo's object URL is released when it is replaced and when the dialog closes.
  const chosenUrl = chosen?.url;
  useEffect(() => () => (chosenUrl ? URL.revokeObjectURL(chosenUrl) : undefined), [chosenUrl]);

  const maxZoom = chosen ? maxZoomFor(chosen.image, size) : 1;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    const problem = imageFileProblem(file);
    if (problem) {
      setError(
        problem === 'type'
          ? t('error_type')
          : t('error_too_large', { size: formatMegabytes(maxImageBytes, language) }),
      );
      return;
    }
    const url = URL.createObjectURL(file);
    let image: HTMLImageElement;
    try {
      image = await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      setError(t('error_unreadable'));
      return;
    }
    if (!fillsPreset(image, size)) {
      URL.revokeObjectURL(url);
      setError(
        t('error_too_small', {
          width: size.width,
          height: size.height,
          actualWidth: image.naturalWidth,
          actualHeight: image.naturalHeight,
        }),
      );
      return;
    }
    setError(null);
    setChosen({ file, url, image });
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPhase('crop');
  };

  const refreshAfterNetworkError = useCallback(() => {
    // Spec doc 1 section 8: on a network error the page refreshes. Here what the page shows is asked
    // again (album, account), and the photo and its crop stay for another try.
    void queryClient.invalidateQueries({ queryKey: albumKey });
    void queryClient.invalidateQueries({ queryKey: sessionUserKey });
  }, [queryClient]);

  const showFailure = (failure: unknown) => {
    if (isApiError(failure) && failure.isNetworkError) {
      setError(t('error_network'));
      refreshAfterNetworkError();
    } else {
      setError(errorText(failure, t));
    }
  };

  const upload = async () => {
    if (!chosen || !area) return;
    setError(null);
    setNotice(null);
    try {
      let media: MediaItem;
      const previous = uploaded.current;
      if (previous && previous.file === chosen.file && sameArea(previous.area, area)) {
        media = previous.media;
      } else {
        setProgress(0);
        const jpeg = await cropToJpeg(chosen.image, area, size, chosen.file.name);
        media = await uploadImage(jpeg, setProgress);
        uploaded.current = { file: chosen.file, area, media };
      }
      setProgress(1);
      await place.mutateAsync(media);
      complete(media);
    } catch (failure) {
      setProgress(null);
      showFailure(failure);
    }
  };

  const pickItem = async (media: MediaItem) => {
    setError(null);
    setNotice(null);
    try {
      await place.mutateAsync(media);
      complete(media);
    } catch (failure) {
      showFailure(failure);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setError(null);
    try {
      await remove.mutateAsync(toDelete);
      setNotice(t('removed', { name: toDelete.name }));
      setToDelete(null);
      focusChoose.current = !chosen;
      setPhase(chosen ? 'crop' : 'choose');
    } catch (failure) {
      showFailure(failure);
    }
  };

  const onCropKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setZoom((value) => Math.min(maxZoom, value + zoomStep));
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      setZoom((value) => Math.max(1, value - zoomStep));
    }
  };

  if (!ready) return null;
  const busy = progress !== null || place.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t(slot.key === 'logo' ? 'title_logo' : `title_${preset}`)}
      description={t('description', { width: size.width, height: size.height })}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        {error ? <Alert>{error}</Alert> : null}
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        <input
          ref={inputRef}
          type="file"
          accept={imageAccept}
          hidden
          onChange={(event) => void onFile(event)}
          data-testid="media-file"
        />

        {phase === 'confirm' && toDelete ? (
          <ConfirmRemove
            item={toDelete}
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onCancel={() => {
              setToDelete(null);
              focusChoose.current = !chosen;
              setPhase(chosen ? 'crop' : 'choose');
            }}
            t={t}
          />
        ) : phase === 'crop' && chosen ? (
          <CropStep
            chosen={chosen}
            preset={preset}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onArea={setArea}
            onKeyDown={onCropKeyDown}
            progress={progress}
            busy={busy}
            ready={area !== null}
            onChooseAnother={() => inputRef.current?.click()}
            onBack={() => {
              setPhase('choose');
              setError(null);
            }}
            onUpload={() => void upload()}
            t={t}
          />
        ) : (
          <>
            <div className="flex flex-col gap-1">
              <Button ref={chooseRef} size="lg" onClick={() => inputRef.current?.click()} data-autofocus="">
                <ImagePlus aria-hidden="true" className="size-5" />
                {t('choose_file')}
              </Button>
              <p className="text-center text-sm text-stone-600">
                {t('choose_hint', { size: formatMegabytes(maxImageBytes, language) })}
              </p>
              {chosen ? (
                <Button variant="link" onClick={() => setPhase('crop')}>
                  {t('back_to_crop')}
                </Button>
              ) : null}
            </div>
            <Album
              preset={preset}
              busy={busy}
              onUse={(item) => void pickItem(item)}
              onRemove={(item) => {
                setNotice(null);
                setToDelete(item);
                setPhase('confirm');
              }}
              t={t}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

function sameArea(a: Area, b: Area): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

type T = ReturnType<typeof usePageNamespace>['t'];

function CropStep({
  chosen,
  preset,
  crop,
  zoom,
  maxZoom,
  onCropChange,
  onZoomChange,
  onArea,
  onKeyDown,
  progress,
  busy,
  ready,
  onChooseAnother,
  onBack,
  onUpload,
  t,
}: {
  chosen: Chosen;
  preset: ImagePreset;
  crop: { x: number; y: number };
  zoom: number;
  maxZoom: number;
  onCropChange: (crop: { x: number; y: number }) => void;
  onZoomChange: (zoom: number) => void;
  onArea: (area: Area) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  progress: number | null;
  busy: boolean;
  ready: boolean;
  onChooseAnother: () => void;
  onBack: () => void;
  onUpload: () => void;
  t: T;
}) {
  const hintId = useId();
  const zoomId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const size = presetSize(preset);
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-stone-700">
        {t('crop_hint')}
      </p>
      {/* The + and − keys reach this frame from the focusable crop area inside it (the cropper's own
          element takes the arrow keys); the frame itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={frameRef}
        className="relative h-64 w-full overflow-hidden rounded-lg bg-stone-900 sm:h-80"
        onKeyDown={onKeyDown}
      >
        <Cropper
          image={chosen.url}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={size.width / size.height}
          onCropChange={onCropChange}
          onZoomChange={onZoomChange}
          onCropComplete={(_, pixels) => onArea(pixels)}
          mediaProps={{ alt: t('crop_image', { name: chosen.file.name }) }}
          cropperProps={{
            role: 'group',
            'aria-label': t('crop_area'),
            'aria-describedby': hintId,
          }}
          // The crop area takes focus once the photo is shown, so the arrow keys move it at once.
          onMediaLoaded={() =>
            setTimeout(
              () => frameRef.current?.querySelector<HTMLElement>('[data-testid="cropper"]')?.focus(),
              0,
            )
          }
        />
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="size-11 shrink-0 px-0"
          aria-label={t('zoom_out')}
          disabled={zoom <= 1}
          onClick={() => onZoomChange(Math.max(1, zoom - zoomStep))}
        >
          <Minus aria-hidden="true" className="size-5" />
        </Button>
        <label htmlFor={zoomId} className="sr-only">
          {t('zoom')}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          disabled={maxZoom <= 1}
          aria-valuetext={`${Math.round(zoom * 100)}%`}
          onChange={(event) => onZoomChange(Number(event.target.value))}
          className="h-11 min-w-0 flex-1 accent-brand-600"
        />
        <Button
          variant="secondary"
          className="size-11 shrink-0 px-0"
          aria-label={t('zoom_in')}
          disabled={zoom >= maxZoom}
          onClick={() => onZoomChange(Math.min(maxZoom, zoom + zoomStep))}
        >
          <Plus aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-stone-700" aria-live="polite">
            {progress < 1 ? t('uploading', { percent }) : t('saving')}
          </p>
        </div>
      ) : null}
      <DialogActions className="flex-wrap">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button variant="secondary" onClick={onChooseAnother} disabled={busy}>
          {t('choose_another')}
        </Button>
        <Button size="lg" onClick={onUpload} loading={busy} disabled={!ready}>
          {t('upload')}
        </Button>
      </DialogActions>
    </div>
  );
}

function Album({
  preset,
  busy,
  onUse,
  onRemove,
  t,
}: {
  preset: ImagePreset;
  busy: boolean;
  onUse: (item: MediaItem) => void;
  onRemove: (item: MediaItem) => void;
  t: T;
}) {
  const album = useAlbum();
  return (
    <section aria-labelledby="media-album-title" className="flex flex-col gap-3">
      <h3 id="media-album-title" className="text-base font-bold text-stone-900">
        {t('album_title')}
      </h3>
      {album.isPending ? (
        <div role="status" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          <span className="sr-only">{t('album_loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="aspect-square w-full" />
          ))}
        </div>
      ) : album.isError ? (
        <Alert>
          <p>{t('album_error')}</p>
          <Button variant="link" onClick={() => void album.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : album.data.length === 0 ? (
        <p className="text-sm text-stone-700">{t('album_empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 min-[400px]:grid-cols-3 sm:grid-cols-4">
          {album.data.map((item) => (
            <li key={item.id} className="flex flex-col gap-1">
              {item.type === 'image' && (item.sizes[preset] ?? item.sizes.square) ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onUse(item)}
                  aria-label={t('use_item', { name: item.name })}
                  className="overflow-hidden rounded-lg border border-stone-300 hover:border-brand-600 disabled:opacity-60"
                >
                  <Picture
                    sizes={item.sizes}
                    preset={item.sizes.square ? 'square' : preset}
                    alt=""
                    width={120}
                    height={120}
                    className="aspect-square h-auto w-full"
                  />
                </button>
              ) : (
                <div className="flex aspect-square flex-col items-center justify-center gap-1 rounded-lg border border-stone-300 bg-stone-50 p-2 text-center text-xs text-stone-700">
                  <FileUp aria-hidden="true" className="size-6" />
                  <span className="line-clamp-2 break-all">{item.name}</span>
                </div>
              )}
              <Button
                variant="ghost"
                className="min-h-11 text-sm"
                disabled={busy}
                onClick={() => onRemove(item)}
                aria-label={t('remove_item', { name: item.name })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConfirmRemove({
  item,
  busy,
  onConfirm,
  onCancel,
  t,
}: {
  item: MediaItem;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  t: T;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The question replaces the album: focus goes to its safe answer.
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <section role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-bold text-stone-900">
        {t('confirm_title')}
      </h3>
      <p className="text-stone-700">{t('confirm_text', { name: item.name })}</p>
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {t('confirm_remove')}
        </Button>
      </DialogActions>
    </section>
  );
}
