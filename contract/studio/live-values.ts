/* Texts of the studio's live room (decision 073), for the server and the studio app alike. */

/** The room's texts (studio tone). */
export const liveStudioMessages = {
  created: 'Шууд сувгийг үүсгэлээ. Одоо дамжуулалтын түлхүүр гаргана уу.',
  notLiveMedia: 'Энэ үзвэр шууд сувгийн төрөлтэй биш байна!',
  alreadyChannel: 'Энэ үзвэр аль хэдийн шууд суваг болсон байна!',
  keyRotated:
    'Шинэ түлхүүр гарлаа. Үүнийг зөвхөн одоо харуулна: encoder-тоо хуулж тавина уу. Хуучин түлхүүр ажиллахаа больлоо.',
  keyRevoked: 'Түлхүүрийг хүчингүй болголоо. Ямар ч encoder энэ суваг руу дамжуулах боломжгүй.',
  noKey: 'Энэ сувагт түлхүүр байхгүй байна!',
  ended: 'Шууд дамжуулалтыг дуусгалаа.',
  notOnAir: 'Энэ сувагт одоо шууд дамжуулалт явагдахгүй байна!',
  refusals: {
    'second-encoder': 'Өөр encoder энэ түлхүүрээр аль хэдийн дамжуулж байсан тул татгалзлаа.',
    'key-revoked': 'Түлхүүр солигдсон эсвэл хүчингүй болсон тул дамжуулалтыг тасаллаа.',
    'channel-limit': 'Сервер зэрэг дамжуулах сувгийн дээд хязгаартаа хүрсэн тул татгалзлаа.',
  } as Record<string, string | undefined>,
} as const;
