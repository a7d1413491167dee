notify { "a": message => ["abc" =~ "b", "abc" !~ "^b", "a" in "cat", "10" < "9", 10 < 9, "Z" > "a"] }
