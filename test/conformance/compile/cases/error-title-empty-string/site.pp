notify { ["a", ""]: }
