package demobank.ledger;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.extension.ResponseTransformerV2;
import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.matching.CustomMatcherDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import java.net.URI;

/**
 * Gives out and takes back the session cookie. A log-on stub whose answer completes the log-on
 * (`"openSession": true` among its transformer parameters) opens a session for the customer its
 * `ledger-username` matcher names and sets the cookie; the log-off pages expire it (the session
 * itself has already ended in SessionFilter, before any stub answered).
 */
public final class SessionOpener implements ResponseTransformerV2 {
  private final BankSessions sessions;

  public SessionOpener(BankSessions sessions) {
    this.sessions = sessions;
  }

  @Override
  public String getName() {
    return "bank-session-cookie";
  }

  @Override
  public boolean applyGlobally() {
    return true;
  }

  @Override
  public Response transform(Response response, ServeEvent event) {
    Request request = event.getRequest();
    String path = URI.create(request.getUrl()).getPath();
    if (path.equals("/gateway/api/session/logoff") || path.equals("/gateway/idv/logoff")) {
      return withCookie(response, SessionCookie.expire(request));
    }
    Parameters params = event.getTransformerParameters();
    if (params == null || !params.getBoolean("openSession", false) || response.getStatus() != 200) return response;
    String customer = customerOf(event.getStubMapping());
    if (customer == null) return response;
    return withCookie(response, SessionCookie.issue(request, sessions.open(customer)));
  }

  private static String customerOf(StubMapping stub) {
    CustomMatcherDefinition matcher = stub == null ? null : stub.getRequest().getCustomMatcher();
    return matcher == null ? null : matcher.getParameters().getString("customer", null);
  }

  private static Response withCookie(Response response, String cookie) {
    return Response.Builder.like(response).but().headers(response.getHeaders().plus(new HttpHeader("Set-Cookie", cookie))).build();
  }
}
