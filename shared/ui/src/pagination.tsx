import { ButtonGroup, Flex, IconButton, NativeSelect, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useUiTranslation } from './i18n';
import { PAGE_SIZES } from './url-state';

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onPageChange: (pageNum: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

/** Total, pages and page size of a list. */
export function Pagination({ total, pageNum, pageSize, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const { t } = useUiTranslation();
  const sizeId = useId();
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  return (
    <Flex as="nav" aria-label={t('pagination.label')} align="center" justify="space-between" gap="4" wrap="wrap" mt="2">
      <Text textStyle="sm" color="fg.muted">
        {t('pagination.total', { total })}
      </Text>
      <Flex align="center" gap="3" wrap="wrap">
        <ChakraPagination.Root count={total} pageSize={pageSize} page={pageNum} siblingCount={1} onPageChange={(e) => onPageChange(e.page)}>
          <ButtonGroup variant="ghost" size="sm" attached={false}>
            <ChakraPagination.PrevTrigger asChild>
              <IconButton aria-label={t('pagination.previous')}>
                <LuChevronLeft />
              </IconButton>
            </ChakraPagination.PrevTrigger>
            <ChakraPagination.Items
              render={(page) => (
                <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={t('pagination.page', { page: page.value })}>
                  {page.value}
                </IconButton>
              )}
            />
            <ChakraPagination.NextTrigger asChild>
              <IconButton aria-label={t('pagination.next')}>
                <LuChevronRight />
              </IconButton>
            </ChakraPagination.NextTrigger>
          </ButtonGroup>
        </ChakraPagination.Root>
        <Flex align="center" gap="2">
          <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="24">
            <NativeSelect.Field id={sizeId} value={String(pageSize)} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Flex>
    </Flex>
  );
}
