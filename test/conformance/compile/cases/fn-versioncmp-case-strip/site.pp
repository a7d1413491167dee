notify { "a": message => [versioncmp("1.10", "1.9"), versioncmp("1.0.0-rc1", "1.0.0"), "b" <= "B", max("a", "B"), min(3, 2.5)] }
notify { "b": message => [capitalize("hELLO wORLD"), camelcase("foo_bar-baz"), downcase("ÀB"), upcase("ß")] }
notify { "c": message => [chomp("a\r\n"), chop("a\r\n"), lstrip("  a "), rstrip(" a  "), strip("\t a \n")] }
