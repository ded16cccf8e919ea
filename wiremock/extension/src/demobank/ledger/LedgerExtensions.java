package demobank.ledger;

import com.github.tomakehurst.wiremock.extension.Extension;
import com.github.tomakehurst.wiremock.extension.ExtensionFactory;
import com.github.tomakehurst.wiremock.extension.WireMockServices;
import java.nio.file.Path;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * The demo bank's ledger, loaded with `--extensions demobank.ledger.LedgerExtensions`: one ledger
 * shared by the `ledger` transformer and the admin paths, and the sessions (SessionFilter,
 * SessionOpener, SessionAdmin: docs/sessions-and-access.md). Seeds are read from WireMock's own
 * `__files` folder, so the docker-compose set-up and `npm start` see the same data.
 */
public final class LedgerExtensions implements ExtensionFactory {
  @Override
  public List<Extension> create(WireMockServices services) {
    Path files = Path.of(services.getFiles().getPath());
    Ledger ledger = new Ledger(files);
    // Generated histories (demo.history's 100,000 transactions) are made on a thread of their own
    // when the first request reaches the ledger (a log-on), so WireMock's own start does not share
    // the machine's two cores with them (measured: ~1-2 s slower to healthy otherwise).
    List<JsonNode> specs = generatorSpecs(files);
    ledger.onFirstUse(() -> HistoryGenerator.warmUp(specs));
    BankSessions sessions = new BankSessions(BankSessions.idleFromSystem(), java.time.Clock.systemUTC());
    return List.of(
        new LedgerTransformer(ledger, services::getAdmin), new LedgerAdmin(ledger, services::getAdmin), new LedgerMatcher(ledger, services::getAdmin),
        new UsernameMatcher(ledger, services::getAdmin), new SessionFilter(sessions, new CodeCheck(ledger, services::getAdmin)), new SessionOpener(sessions, ledger, services::getAdmin), new SessionAdmin(sessions));
  }

  /** The generator specs among the accounts seeds (`accounts/<folder>/transactions-*.json`). */
  static List<JsonNode> generatorSpecs(Path files) {
    List<JsonNode> specs = new ArrayList<>();
    try (Stream<Path> seeds = Files.find(files.resolve("accounts"), 2,
        (path, attrs) -> attrs.isRegularFile() && attrs.size() < 4096 && path.getFileName().toString().startsWith("transactions-"))) {
      for (Path seed : (Iterable<Path>) seeds::iterator) {
        JsonNode doc = Json.MAPPER.readTree(Files.readString(seed));
        if (HistoryGenerator.isSpec(doc)) specs.add(doc);
      }
    } catch (IOException | RuntimeException e) {
      // No accounts seeds (another root) or an unreadable one: nothing to make ahead; first use reports it.
    }
    return specs;
  }
}
