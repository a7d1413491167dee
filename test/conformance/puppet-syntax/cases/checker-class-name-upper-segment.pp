class A::b {}
