# A stand-in for stdlib's 3.x is_string, written for this case: whether the argument is a String.
module Puppet::Parser::Functions
  newfunction(:is_string, type: :rvalue) do |args|
    args[0].is_a?(String) && args[0] !~ %r{\A-?\d+(\.\d+)?\z}
  end
end
