import { Hono } from "hono";
import { productGtinSchema } from "@/shared/schemas/orders/dispensary";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { idParamSchema } from "../../lib/http/id-param";
import { validate } from "../../lib/http/validate";
import { listPackBarcodes } from "./list-pack-barcodes";
import { PRODUCT_NOT_FOUND, updateProductGtin } from "./update-product-gtin";

const form = { firstFieldAsError: true };

/** /api/admin/products (decision 099): every employee reads the packs' GTINs; the superintendent sets them. */
export const adminProductsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await listPackBarcodes(c.var.ctx)))
  .put(
    "/:id/gtin",
    requireRole("superintendent"),
    validate("param", idParamSchema, { notFound: PRODUCT_NOT_FOUND }),
    validate("json", productGtinSchema, form),
    async (c) =>
      c.json(await updateProductGtin(c.var.ctx, { productId: c.req.valid("param").id, ...c.req.valid("json") })),
  );
