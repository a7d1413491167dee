# Task `base`: the operating system profile every node gets.
include base
