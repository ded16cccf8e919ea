package demobank.ledger;

import com.github.tomakehurst.wiremock.extension.Parameters;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Every operation a mapping can name with `"op"`. A new area adds its own `register` here. */
final class Ops {
  private final Map<String, Op> named = new HashMap<>();

  Ops(Ledger ledger) {
    CredentialOps.register(named, ledger);
    MoneyOps.register(named);
    ManageMoneyOps.register(named);
    InboxOps.register(named);
    OpenBankingOps.register(named);
    MyDetailsOps.register(named);
    NicknameOps.register(named);
    LoanOps.register(named);
    SavingsOps.register(named);
    SavingsDocuments.register(named);
    CardOps.register(named);
    SeededDocuments.register(named);
  }

  /** The op a mapping names; the generic ones take the mapping's `doc`, `at`, `fields`, `idField`. */
  Op find(String name, Parameters p) throws LedgerFailure {
    String doc = p.getString("doc", null);
    String at = p.getString("at", "/payload");
    String idField = p.getString("idField", "id");
    switch (name) {
      case "merge": {
        @SuppressWarnings("unchecked")
        List<String> fields = (List<String>) p.getOrDefault("fields", List.of());
        return r -> GenericOps.merge(r, required(doc), at, fields);
      }
      case "append":
        return r -> GenericOps.append(r, required(doc), at, idField);
      case "remove":
        return r -> GenericOps.remove(r, required(doc), at, idField);
      default:
        Op op = named.get(name);
        if (op == null) throw new IllegalStateException("The mapping names an unknown ledger op '" + name + "'");
        return op;
    }
  }

  private static String required(String doc) {
    if (doc == null) throw new IllegalStateException("A generic ledger op needs the mapping's 'doc'");
    return doc;
  }
}
