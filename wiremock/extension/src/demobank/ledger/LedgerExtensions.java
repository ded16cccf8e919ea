package demobank.ledger;

import com.github.tomakehurst.wiremock.extension.Extension;
import com.github.tomakehurst.wiremock.extension.ExtensionFactory;
import com.github.tomakehurst.wiremock.extension.WireMockServices;
import java.nio.file.Path;
import java.util.List;

/**
 * The demo bank's ledger, loaded with `--extensions demobank.ledger.LedgerExtensions`: one ledger
 * shared by the `ledger` transformer and the admin paths. Seeds are read from WireMock's own
 * `__files` folder, so the docker-compose set-up and `npm start` see the same data.
 */
public final class LedgerExtensions implements ExtensionFactory {
  @Override
  public List<Extension> create(WireMockServices services) {
    Ledger ledger = new Ledger(Path.of(services.getFiles().getPath()));
    return List.of(
        new LedgerTransformer(ledger, services::getAdmin), new LedgerAdmin(ledger, services::getAdmin), new LedgerMatcher(ledger, services::getAdmin),
        new UsernameMatcher(ledger, services::getAdmin));
  }
}
