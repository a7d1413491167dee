notify { "a": message => String(255, "%x") }
notify { "b": message => String([1, "two", 3.5], "%p") }
notify { "c": message => String({a => 1, b => [2]}, {Hash => "%h"}) }
notify { "d": message => String(3.14159, "%.2f") }
notify { "e": message => String(true, "%y") }
notify { "g": message => String([1,2], {Array => {format => "%a", separator => "; "}}) }
