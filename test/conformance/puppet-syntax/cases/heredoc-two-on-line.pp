$a = [@(A), @(B)]
first
A
second
B
notice($a)
