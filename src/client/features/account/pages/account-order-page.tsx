import { useParams } from "react-router";
import { BackToAccount } from "@/client/components/layout/account-page-parts";
import { Page } from "@/client/components/layout/page";
import { Card, CardContent } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { errorCode } from "@/client/lib/api";
import { useAccountOrder } from "../api/account-api";
import { OrderDetails } from "../components/order-card";

/** /account/orders/:id: one of the patient's own orders; any other is "Order not found". */
export default function AccountOrderPage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = useAccountOrder(id);
  const notFound = errorCode(error) === "not_found";
  return (
    <Page title={data ? `Order #${data.orderId}` : "Order"} className="max-w-4xl">
      <BackToAccount />
      {isPending ? (
        <Spinner label="Loading your order..." />
      ) : !data ? (
        <div className="mt-4" role="alert">
          <h1 className="text-3xl font-bold">{notFound ? "Order not found" : "We could not load this order"}</h1>
          <p className="mt-2 text-zinc-600">
            {notFound ? "There is no order with this number on your account." : "Please try again in a moment."}
          </p>
        </div>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold">Order #{data.orderId}</h1>
          <Card className="mt-6">
            <CardContent className="p-6">
              <OrderDetails order={data} />
            </CardContent>
          </Card>
        </>
      )}
    </Page>
  );
}
