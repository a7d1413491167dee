notify { "a": message => ["Straße".upcase, "ÄÖÜ".downcase, "ß".length, "日本語".size, "é".capitalize, "ǅ".downcase] }
