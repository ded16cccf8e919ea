package demobank.ledger;

import com.github.tomakehurst.wiremock.admin.Router;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.AdminApiExtension;
import com.github.tomakehurst.wiremock.http.RequestMethod;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import java.time.Duration;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Test-only session routes on WireMock's admin API, which nginx never maps (deploy/ proxies only the
 * app's own prefixes): `POST /__admin/bank-sessions {"customer": "demo.appkey"}` opens a session for
 * the customer as a log-on would (ending any other they had) and answers the cookie to send;
 * `POST /__admin/bank-sessions/age {"seconds": 300}` moves the sessions' clock on, so a test sees the
 * idle time-out without waiting; `DELETE /__admin/bank-sessions` ends every session.
 */
public final class SessionAdmin implements AdminApiExtension {
  private final BankSessions sessions;

  public SessionAdmin(BankSessions sessions) {
    this.sessions = sessions;
  }

  @Override
  public String getName() {
    return "bank-sessions-admin";
  }

  @Override
  public void contributeAdminApiRoutes(Router router) {
    router.add(RequestMethod.POST, "/bank-sessions", (adminApi, event, pathParams) -> {
      String customer = field(event.getRequest().getBodyAsString(), "customer");
      if (customer == null || !customer.matches("[a-z0-9._-]{1,64}")) return json(400, "{\"error\":\"customer is required\"}");
      String token = sessions.open(customer);
      ObjectNode answer = Json.object();
      answer.put("customer", customer);
      answer.put("token", token);
      answer.put("cookie", SessionCookie.PLAIN + "=" + token);
      return json(200, Json.write(answer));
    });
    router.add(RequestMethod.POST, "/bank-sessions/age", (adminApi, event, pathParams) -> {
      String seconds = field(event.getRequest().getBodyAsString(), "seconds");
      if (seconds == null || !seconds.matches("[0-9]{1,7}")) return json(400, "{\"error\":\"seconds is required\"}");
      sessions.age(Duration.ofSeconds(Long.parseLong(seconds)));
      return json(200, "{\"aged\":" + seconds + "}");
    });
    router.add(RequestMethod.DELETE, "/bank-sessions", (adminApi, event, pathParams) -> {
      sessions.endAll();
      return json(200, "{\"ended\":true}");
    });
  }

  private static String field(String body, String name) {
    try {
      JsonNode node = Json.MAPPER.readTree(body == null || body.isBlank() ? "{}" : body).path(name);
      return node.isMissingNode() || node.isNull() ? null : node.asText();
    } catch (Exception e) {
      return null;
    }
  }

  private static ResponseDefinition json(int status, String body) {
    return new ResponseDefinitionBuilder().withStatus(status).withHeader("Content-Type", "application/json").withBody(body).build();
  }
}
