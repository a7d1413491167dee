notify { "a": message => [$facts.dig("os", "family"), $facts.dig("nope", "x"), $facts["os"]["name"]] }
