notify { "a": message => [sprintf("%05.2f|%-4s|%x|%o|%e", 3.14159, "ab", 255, 8, 12345.678), "%s".sprintf("x")] }
notify { "b": message => [split("a1b22c", /\d+/), "a-b_c".split(/[-_]/), join(["a", 1, 2.5, true], ",")] }
notify { "c": message => [abs(-3.5), ceiling(2.1), floor(-2.1), round(2.5), round(-2.5)] }
