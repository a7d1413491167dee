notify { ["a", 5]: }
