// Exported by Collection Playground (`playground export --to swiftui`).
// Scene "App Store": compositional layout, text size L, 1024 × 680 points, left to right.
// Use: ExportedLayoutView() (its sections hold the scene's item counts).
// Not expressed (SwiftUI has no single property for it):
// - section backgrounds (decoration items): put a .background on the section's stack.
// - sections described for other widths and text sizes: the file has the ones shown now; branch on @Environment(\.dynamicTypeSize) or a GeometryReader's width as the scene does.

import SwiftUI

/// The scene's layout in SwiftUI.
struct ExportedLayoutView: View {
    /// How many items each section has.
    var sections: [Int] = [5, 12, 9]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                Text("Section 1").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 0) {
                        ForEach(0 ..< sections[0], id: \.self) { item in
                            ExportedCell(index: item).containerRelativeFrame(.horizontal) { length, _ in
                                length
                            } .frame(height: 220)
                        }
                    }
                    .scrollTargetLayout()
                    .padding(EdgeInsets(top: 4, leading: 0, bottom: 8, trailing: 0))
                }
                .scrollTargetBehavior(.viewAligned)
                Text("Section 2").font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 12) {
                        ForEach(0 ..< sections[1], id: \.self) { item in
                            ExportedCell(index: item).containerRelativeFrame(.horizontal) { length, _ in
                                length * 0.45
                            } .frame(minHeight: 60)
                        }
                    }
                    .scrollTargetLayout()
                    .padding(EdgeInsets(top: 4, leading: 16, bottom: 8, trailing: 16))
                }
                .scrollTargetBehavior(.viewAligned)
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 0), count: 3), spacing: 16) {
                    Section {
                        ForEach(0 ..< sections[2], id: \.self) { item in
                            ExportedCell(index: item).frame(minHeight: 120)
                        }
                    } header: {
                        Text("Section 3").font(.headline)
                    }
                }
                .padding(EdgeInsets(top: 12, leading: 10, bottom: 12, trailing: 10))
            }
        }
    }
}

/// A placeholder for the app's own cell.
struct ExportedCell: View {
    /// The item's place among all the items.
    var index: Int

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2))
            Text("\(index + 1)")
        }
    }
}
