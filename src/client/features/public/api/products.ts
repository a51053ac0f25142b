import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const productsQueryKey = ["products"] as const;

const fetchProducts = () => unwrap(api.products.$get());
export type Products = Awaited<ReturnType<typeof fetchProducts>>;

/** The doses and prices, in product order (docs/spec.md §7 products). */
export function useProducts() {
  return useQuery({ queryKey: productsQueryKey, queryFn: fetchProducts });
}
