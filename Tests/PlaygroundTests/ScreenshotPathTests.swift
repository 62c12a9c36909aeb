import CollectionLayout
import Foundation
import Testing
@testable import Playground

/// The in-app screenshot's file name: "Playground yyyy-MM-dd at HH.mm.ss <layout>.png" in the
/// local time, then " 2", " 3"… when that name is taken.
@MainActor @Suite struct ScreenshotPathTests {
    /// 3 June 2024, 09:05:07 on this machine's clock (the name is in local time, as the desktop shows it).
    private let moment: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 9, minute: 5, second: 7))!
    }()

    @Test func theNameIsTheLocalDateTimeAndLayoutThenANumberWhenTaken() throws {
        let directory = try TestPaths.temporaryDirectory().path
        let model = try ViewOptions(size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts).makeModel()
        let first = model.screenshotPath(in: directory, date: moment)
        #expect(first == directory + "/Playground 2024-06-03 at 09.05.07 flow.png")
        FileManager.default.createFile(atPath: first, contents: Data())
        let second = model.screenshotPath(in: directory, date: moment)
        #expect(second == directory + "/Playground 2024-06-03 at 09.05.07 flow 2.png")
        FileManager.default.createFile(atPath: second, contents: Data())
        #expect(model.screenshotPath(in: directory, date: moment) == directory + "/Playground 2024-06-03 at 09.05.07 flow 3.png")
    }

    @Test func theLayoutInTheNameIsTheOneShownAndTheHourIsOnTheTwentyFourHourClock() throws {
        let directory = try TestPaths.temporaryDirectory().path
        let model = try ViewOptions(layout: .kind(.coverflow), size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts).makeModel()
        // 21:30:00 local, not "9.30.00 PM".
        let evening = moment.addingTimeInterval(12 * 3600 + 24 * 60 + 53)
        #expect(model.screenshotPath(in: directory, date: evening) == directory + "/Playground 2024-06-03 at 21.30.00 coverflow.png")
    }
}

/// The toast after an in-app screenshot names the file and the folder it went to.
@MainActor @Suite struct ScreenshotToastTests {
    @Test func theToastNamesTheFolder() throws {
        // The writer is a stand-in: nothing is written there.
        let directory = "/tmp/My Shots"
        let model = try ViewOptions(size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts).makeModel()
        model.host.screenshotWriter = { _ in directory + "/Playground 2024-06-03 at 09.05.07 flow.png" }
        model.apply(.screenshot)
        #expect(model.chrome.toast?.message == "Saved Playground 2024-06-03 at 09.05.07 flow.png in \(directory)")
    }

    @Test func aRelativeFolderIsNamedFromTheWorkingFolderAndHomeAsTilde() {
        let cwd = FileManager.default.currentDirectoryPath
        let expected = cwd == NSHomeDirectory() || cwd.hasPrefix(NSHomeDirectory() + "/")
            ? "~" + cwd.dropFirst(NSHomeDirectory().count) + "/Screenshots" : cwd + "/Screenshots"
        #expect(PlaygroundModel.folderName(of: "Screenshots/a.png") == expected)
        #expect(PlaygroundModel.folderName(of: NSHomeDirectory() + "/Pictures/a.png") == "~/Pictures")
        #expect(PlaygroundModel.folderName(of: "/tmp/shots/a.png") == "/tmp/shots")
    }
}
