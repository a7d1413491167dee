# Writes test/conformance/values/expected.json: for every Puppet expression of cases.json, what
# Puppet 7.23 makes of it, evaluated in one process (start-up would dominate one run per case):
#   text  - the value interpolated into a string ("${value}"),
#   type  - type(value), the detailed inferred type as Puppet prints it,
#   error - Puppet's message when evaluation fails (without its location suffix, nor the preamble
#           naming a function call as the place, which overcat's messages leave out as well);
# and for each [type, value] pair of its "mismatch" list, what TypeMismatchDescriber says of the
# value given to a parameter of that type ("parameter 'x' expects ...", "" when it matches).
# Each expression is evaluated once, as `$value = (expr)` in a scope of its own, so an expression
# may assign variables (and set match variables) without meeting another case's.
#   ruby scripts/gen-values-cases.rb            (cases.json -> expected.json)
#   ruby scripts/gen-values-cases.rb generated  (generated-cases.json -> generated-expected.json,
#                                                the cases scripts/gen-values-fuzz-cases.ts writes)
require 'json'
require 'puppet'
require 'tmpdir'

dir = File.expand_path('../test/conformance/values', __dir__)
prefix = ARGV[0] ? "#{ARGV[0]}-" : ''
cases = JSON.parse(File.read(File.join(dir, "#{prefix}cases.json")))
expected = {}
Dir.mktmpdir('overcat-values') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  node = Puppet::Node.new('oracle')
  compiler = Puppet::Parser::Compiler.new(node)
  parser = Puppet::Pops::Parser::EvaluatingParser.new
  Puppet.override(loaders: compiler.loaders) do
    scope = compiler.topscope
    (cases.delete('mismatch') || []).each do |type_expr, value_expr|
      type = parser.evaluate_string(scope, type_expr)
      value = parser.evaluate_string(scope, value_expr)
      actual = Puppet::Pops::Types::TypeCalculator.singleton.infer_set(value)
      message = Puppet::Pops::Types::TypeMismatchDescriber.singleton.describe_mismatch("parameter 'x'", type, actual)
      expected["#{type_expr} <- #{value_expr}"] = { 'mismatch' => message, 'group' => 'mismatch' }
    end
    cases.each do |group, exprs|
      exprs.each do |expr|
        result = begin
          local = compiler.newscope(scope)
          parser.evaluate_string(local, "$value = (#{expr})")
          { 'text' => parser.evaluate_string(local, '"${value}"'), 'type' => parser.evaluate_string(local, 'String(type($value))') }
        rescue Puppet::Error, StandardError => e
          { 'error' => e.message.sub(/\AEvaluation Error: /, '').sub(/\AError while evaluating a (Function Call|Method call), /, '').sub(/ \((file|line): .*\z/m, '').sub(/ at line \d+:\d+.*\z/m, '') }
        end
        expected[expr] = result.merge('group' => group)
      end
    end
  end
end
File.write(File.join(dir, "#{prefix}expected.json"), JSON.pretty_generate(expected) + "\n")
puts "#{prefix}values: #{expected.size} cases, #{expected.values.count { |r| r['error'] }} errors (puppet #{Puppet.version})"
