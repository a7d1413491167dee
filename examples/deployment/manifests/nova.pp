# Task `nova`: the compute service's configuration (controllers and computes).
include nova
