import { EmptyState } from '../../ui/states';
import { RoomHeading } from '../../ui/room-heading';

/** The catalogue's screens come with the catalogue API (issue 32); this is their place. */
export default function CataloguePage() {
  return (
    <>
      <RoomHeading title="Каталог" />
      <EmptyState
        title="Каталогийн хэсэг удахгүй нэмэгдэнэ"
        text="Цуврал, анги, кино, подкастыг эндээс засах боломжтой болно."
      />
    </>
  );
}
