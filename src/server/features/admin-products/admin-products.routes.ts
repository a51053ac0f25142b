import { Hono } from "hono";
import { productGtinSchema } from "@/shared/schemas/dispensary";
import { type EmployeeEnv, requireRole } from "../../auth/middleware";
import { actorOf } from "../../lib/people/audit";
import { validate } from "../../lib/http/validate";
import { listPackBarcodes } from "./list-pack-barcodes";
import { productIdFrom, updateProductGtin } from "./update-product-gtin";

const form = { firstFieldAsError: true };

/** /api/admin/products (decision 099): every employee reads the packs' GTINs; the superintendent sets them. */
export const adminProductsRoutes = new Hono<EmployeeEnv>()
  .get("/", async (c) => c.json(await listPackBarcodes(c.var.deps.database.db)))
  .put("/:id/gtin", requireRole("superintendent"), validate("json", productGtinSchema, form), async (c) =>
    c.json(
      await updateProductGtin(
        c.var.deps.database.db,
        productIdFrom(c.req.param("id")),
        c.req.valid("json").gtin,
        actorOf(c.var.user),
      ),
    ),
  );
