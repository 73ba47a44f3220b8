import { useState } from 'react';
import { Pager } from '../../../components/Pager.tsx';

/** A 12-page list (with its summary and the jump box) and a pager without the jump box. */
export function PagerPreview() {
  const [page, setPage] = useState(4);
  const [short, setShort] = useState(1);
  const from = (page - 1) * 10 + 1;
  return (
    <div className="grid gap-6">
      <Pager
        page={{ current_page: page, last_page: 12, from, to: Math.min(from + 9, 115), total: 115 }}
        onPage={setPage}
        label="Pagination of the long list"
      />
      <Pager
        page={{ current_page: short, last_page: 3 }}
        onPage={setShort}
        showJump={false}
        label="Pagination of the short list"
      />
    </div>
  );
}
