package demobank.ledger;

import com.github.tomakehurst.wiremock.admin.Router;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.AdminApiExtension;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.RequestMethod;
import java.util.function.Supplier;
import com.github.tomakehurst.wiremock.core.Admin;

/**
 * The ledger's admin paths: `GET /__admin/ledger/{customer}` shows what the customer's ledger holds
 * (`?doc=accounts/hardkey/accounts.json` reads that document first, so it shows even unused);
 * `POST /__admin/ledger/reset` puts every customer back to the seeds; `POST /__admin/ledger/clock`
 * `{ "today": "YYYY-MM-DD" }` sets the bank's day (BankClock) and `DELETE /__admin/ledger/clock` puts it back;
 * `POST /__admin/ledger/{customer}/code-locks/age` `{ "seconds": N }` moves the customer's code locks on.
 */
public final class LedgerAdmin implements AdminApiExtension {
  private final Ledger ledger;
  private final Supplier<Admin> admin;

  public LedgerAdmin(Ledger ledger, Supplier<Admin> admin) {
    this.ledger = ledger;
    this.admin = admin;
  }

  @Override
  public String getName() {
    return "ledger-admin";
  }

  @Override
  public void contributeAdminApiRoutes(Router router) {
    router.add(RequestMethod.GET, "/ledger/{customer}", (adminApi, event, pathParams) -> {
      LedgerReset.resetIfAsked(ledger, admin.get());
      Book book = ledger.book(pathParams.get("customer"));
      synchronized (book) {
        QueryParameter doc = event.getRequest().queryParameter("doc");
        try {
          if (doc.isPresent()) for (String name : doc.values()) book.document(book.name(name));
        } catch (LedgerFailure failure) {
          return json(404, Answer.failure(failure).body);
        }
        return json(200, Json.write(book.snapshot()));
      }
    });
    // The bank's day, for a test of a date rule (BankClock); DELETE follows the real day again.
    router.add(RequestMethod.POST, "/ledger/clock", (adminApi, event, pathParams) -> {
      try {
        java.time.LocalDate day = java.time.LocalDate.parse(Json.MAPPER.readTree(event.getRequest().getBodyAsString()).path("today").asText());
        BankClock.set(day);
        return json(200, "{\"today\":\"" + day + "\"}");
      } catch (java.io.IOException | java.time.format.DateTimeParseException e) {
        return json(400, "{\"error\":\"today must be a YYYY-MM-DD date\"}");
      }
    });
    router.add(RequestMethod.DELETE, "/ledger/clock", (adminApi, event, pathParams) -> {
      BankClock.set(null);
      return json(200, "{\"today\":\"" + BankClock.today() + "\"}");
    });
    // MAINT for a change with no body to carry the word (a cancellation, a deletion, a revocation): the
    // customer's next change is carried out and answered with a 200 maintenance page. Test-only: the
    // admin API is never behind nginx.
    router.add(RequestMethod.POST, "/ledger/{customer}/maintenance-page", (adminApi, event, pathParams) -> {
      LedgerReset.resetIfAsked(ledger, admin.get());
      Book book = ledger.book(pathParams.get("customer"));
      synchronized (book) {
        book.maintenancePageNext = true;
      }
      return json(200, "{\"maintenancePageNext\":true}");
    });
    // The end of a code lock without waiting for it: both of the customer's locks (signing and
    // re-authentication) move on by the seconds given. Test-only, as the whole admin API.
    router.add(RequestMethod.POST, "/ledger/{customer}/code-locks/age", (adminApi, event, pathParams) -> {
      LedgerReset.resetIfAsked(ledger, admin.get());
      Book book = ledger.book(pathParams.get("customer"));
      try {
        long seconds = Json.MAPPER.readTree(event.getRequest().getBodyAsString()).path("seconds").asLong(0);
        if (seconds <= 0) return json(400, "{\"error\":\"seconds must be a positive number\"}");
        book.transactionSigning.age(java.time.Duration.ofSeconds(seconds));
        book.reauthentication.age(java.time.Duration.ofSeconds(seconds));
        return json(200, "{\"aged\":" + seconds + "}");
      } catch (java.io.IOException e) {
        return json(400, "{\"error\":\"seconds must be a positive number\"}");
      }
    });
    router.add(RequestMethod.POST, "/ledger/reset", (adminApi, event, pathParams) -> {
      ledger.reset(); // waits for the changes being carried out
      return json(200, "{\"reset\":true}");
    });
  }

  private static com.github.tomakehurst.wiremock.http.ResponseDefinition json(int status, String body) {
    return new ResponseDefinitionBuilder().withStatus(status).withHeader("Content-Type", "application/json").withBody(body).build();
  }
}
