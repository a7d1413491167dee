notify { "a": message => ["a" in {"a" => 1}, "A" in ["a"], /b/ in ["abc"], 1 in [1.0], "bc" in "abc", "BC" in "abc", Integer in [1, "x"]] }
